/** Commands that use the pipeline's parts without Storm: index saved pages. */
package com.newsx.commands.local;
