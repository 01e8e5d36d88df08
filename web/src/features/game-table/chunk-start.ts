/** Marks when the table's chunk starts evaluating (the bench splits download from evaluation). */
performance.mark("table:chunk-start");
export {};
