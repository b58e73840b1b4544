// Data functions of the files aggregate: the only place with its SQL.
export {};
