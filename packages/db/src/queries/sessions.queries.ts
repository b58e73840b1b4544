// Data functions of the sessions aggregate: the only place with its SQL.
export {};
