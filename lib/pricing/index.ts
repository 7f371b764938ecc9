export * from "./catalogue";
export * from "./money";
export * from "./limits";
export * from "./prices";
export * from "./delivery";
export * from "./tiktok-link";
export * from "./tables";
export * from "./split";
