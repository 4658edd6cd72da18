/**
 * The README's table of every setting, generated from the extractor's and the crawler's settings schemas
 * ({@link com.newsx.commands.config.SettingsTable}).
 */
package com.newsx.commands.config;
