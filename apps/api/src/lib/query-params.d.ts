/** The parameters that were given, as text, for the links of a paged answer. */
export declare function givenParams(params: Record<string, string | number | undefined>): Record<string, string>;
