/**
 * {@link com.newsx.extractor.settings.ExtractorSettings}: every component's typed settings in one record, read once
 * from the validated {@link com.newsx.extractor.config.ExtractorConfig}. Above the components, whose settings it
 * gathers, and below the steps and the facade that take it.
 */
package com.newsx.extractor.settings;
