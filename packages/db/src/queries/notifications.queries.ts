// Data functions of the notifications aggregate: the only place with its SQL.
export {};
