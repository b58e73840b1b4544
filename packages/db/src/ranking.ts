// The ranking rule's SQL placement (see packages/domain ranking for the comparator).
export {};
