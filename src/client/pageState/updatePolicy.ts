/**
 * Whether a waiting service-worker update may be activated without asking, as the version check
 * does before its forced reload. Later issues register a guard that answers false while a report
 * has local changes (docs/rules.md#offline rule 10): the update is then only offered by the banner.
 */
export type UpdateGuard = () => boolean | Promise<boolean>;

let guard: UpdateGuard = () => true;

export function setUpdateGuard(next: UpdateGuard): void {
  guard = next;
}

export async function canActivateUpdate(): Promise<boolean> {
  try {
    return await guard();
  } catch {
    return false;
  }
}
