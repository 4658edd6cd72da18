/**
 * {@link com.newsx.args.Args}: the command line as every command of the project reads it. Nothing else here, and
 * nothing of the project below it.
 */
package com.newsx.args;
