// Data functions of the insights aggregate: the only place with its SQL.
export {};
