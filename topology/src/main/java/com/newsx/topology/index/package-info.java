/** Writing extracted articles and records to Elasticsearch: document shapes and the bulk writer. */
package com.newsx.topology.index;
