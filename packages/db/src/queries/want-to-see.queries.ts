// Data functions of the want-to-see aggregate: the only place with its SQL.
export {};
