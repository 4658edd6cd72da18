/** Commands that use the pipeline's parts without Storm: index saved pages, search the index. */
package com.newsx.topology.local;
