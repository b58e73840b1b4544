// Data functions of the artists aggregate: the only place with its SQL.
export {};
