// Data functions of the follows aggregate: the only place with its SQL.
export {};
