CREATE OR REPLACE FUNCTION public.time_ordered_uuid()
 RETURNS uuid
 LANGUAGE sql
 VOLATILE PARALLEL SAFE
AS $function$
      -- A UUID of version 7 (RFC 9562), as the API's `timeOrderedId` (lib/rowIds.ts) makes: the
      -- first 48 bits the Unix time in milliseconds, then the version (7), the variant and random
      -- bits. A random UUID (version 4) with its first six bytes replaced by the time, and its
      -- version turned from 4 (0100) to 7 (0111) by setting the version's two low bits (bits 52
      -- and 53 in `set_bit`'s numbering: byte 6, from its least significant bit). PostgreSQL 18's
      -- own `uuidv7()` makes the same kind of id; this one runs on PostgreSQL 14 and later.
      SELECT encode(
               set_bit(set_bit(
                 overlay(uuid_send(gen_random_uuid())
                         PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
                         FROM 1 FOR 6),
                 52, 1), 53, 1),
               'hex')::uuid
    $function$;
