/** The crawler's settings: documented defaults in conf/crawler.properties, read through one typed accessor. */
package com.newsx.topology.config;
