/** URL normalisation and the document ids derived from normalised URLs. */
package com.newsx.topology.url;
