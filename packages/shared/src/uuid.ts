/** A uuid as PostgreSQL writes one (any case): what an id must look like before it is compared with a uuid column. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
