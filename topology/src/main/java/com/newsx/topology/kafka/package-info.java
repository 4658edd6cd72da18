/**
 * Kafka for the crawl and the commands: how a client proves itself to the brokers and whom it trusts
 * ({@link com.newsx.topology.kafka.KafkaAuth}), the client properties every producer, consumer and admin client is
 * made from ({@link com.newsx.topology.kafka.KafkaClientProperties}), and a refusal said in one line
 * ({@link com.newsx.topology.kafka.KafkaAccessError}).
 */
package com.newsx.topology.kafka;
