/** The audit feature has no public surface: other features never need its internals. The page is routed lazily. */
export {};
