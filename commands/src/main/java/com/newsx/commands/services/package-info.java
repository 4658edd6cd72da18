/**
 * The services the crawl and its commands need - Kafka, Elasticsearch, Nimbus - asked whether they answer before
 * a command starts, so one that is down is named at once with what to do.
 */
package com.newsx.commands.services;
