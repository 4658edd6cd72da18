/** What travels on the Kafka "urls" topic, and the command that seeds it. */
package com.newsx.topology.seed;
