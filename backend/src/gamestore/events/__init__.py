"""The shared kernel below the domains: the events one domain publishes and others react to, in the
transaction that caused them (order_events: a paid order's effects; activity: what a member did), and
the dispatcher they are published through."""
