/** bin/dashboard: a small web page charting the crawl-metrics index, served with the JDK's HTTP server. */
package com.newsx.commands.dashboard;
