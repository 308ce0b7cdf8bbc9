create extension if not exists pg_trgm;
