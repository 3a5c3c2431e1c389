/** A constant text (from the contract, never a client's) as an SQL string literal. */
export const sqlText = (value: string): string => `'${value.replaceAll("'", "''")}'`;
