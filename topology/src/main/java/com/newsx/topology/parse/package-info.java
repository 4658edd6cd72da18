/** The cleaning step of the crawl: one parse per page, its type, its outlinks; and how a cleaned page crosses workers. */
package com.newsx.topology.parse;
