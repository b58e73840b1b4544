// Data functions of the social aggregate: the only place with its SQL.
export {};
