/** Links back to the urls topic: batched, compressed Kafka writes, each link sent once per task. */
package com.newsx.topology.outlinks;
