/* included by error_in_header.c: the error must be reported here, line 3 */
int ok_declaration;
int broken declaration here;
