// Data functions of the shows aggregate: the only place with its SQL.
export {};
