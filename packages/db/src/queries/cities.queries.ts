// Data functions of the cities aggregate: the only place with its SQL.
export {};
