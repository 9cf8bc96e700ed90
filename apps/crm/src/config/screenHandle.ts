/** The `handle` of a signed-in route: what the shell's header shows for it. */
export interface ScreenHandle {
  title: string;
  subtitle: string;
}
