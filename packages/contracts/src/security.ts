/** Schemas of this part of the member centre: requests and responses, shared by the server and the forms. */
export {};
