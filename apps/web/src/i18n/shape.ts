/**
 * The shape another language must fill for an English area: the same keys, every leaf a string. English
 * is the source; `tr` and `ar` modules are typed with it, so a missing or misspelt key is a type error.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
