/** {@code bin/seed}: puts seed URLs on the Kafka urls topic. */
package com.newsx.commands.seed;
