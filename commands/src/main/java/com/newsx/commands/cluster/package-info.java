/**
 * Running the crawl on a real Storm cluster: {@code bin/submit} submits the shaded topology jar to Nimbus
 * with {@code StormSubmitter}, lists, kills and rebalances topologies, and prints a running topology's live
 * figures from Nimbus and its progress from Elasticsearch ({@link com.newsx.commands.cluster.ClusterCommand}).
 * The local, in-process crawl ({@code bin/crawl}) does not use this package.
 */
package com.newsx.commands.cluster;
