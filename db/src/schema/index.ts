// Every table of the platform. Each domain module adds its own file and one export line here.
export * from "./settings.ts";
