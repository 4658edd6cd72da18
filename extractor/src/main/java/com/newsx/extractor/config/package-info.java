/** Extraction settings: documented defaults in conf/extractor.properties, read through one typed accessor. */
package com.newsx.extractor.config;
