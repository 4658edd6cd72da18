/** Link targets made absolute cheaply, once per page base. */
package com.newsx.extractor.links;
