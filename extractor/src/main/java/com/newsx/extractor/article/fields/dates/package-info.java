/**
 * Dates as the pages of many languages write them, for the publish-time finder of the parent package:
 * {@link com.newsx.extractor.article.fields.dates.TextDates} finds every date of a page's text - the base parser's
 * forms, month names of every JDK locale ({@code CalendarWords}, {@code WordDates}), dotted day-first forms
 * ({@code DottedDates}) - read in the order of the page's declared language ({@code PageLanguage}).
 */
package com.newsx.extractor.article.fields.dates;
