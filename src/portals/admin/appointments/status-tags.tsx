/** The status tags moved to src/features/appointments (the partner portal shows the same ones). */
export * from "../../../features/appointments/status-tags";
