/** Marks a route as needing the Bearer access token in the OpenAPI document. */
export const bearer = [{ bearer: [] }];
