/**
 * A pool's view for each team (the object its runs call), kept so a team's runs share one instead of
 * making one each; past `max` teams the oldest is dropped (made again when needed).
 */
export class TeamViews<T> {
  private readonly views = new Map<string, T>();

  constructor(
    private readonly make: (team: string) => T,
    private readonly max = 1024,
  ) {}

  of(team: string): T {
    let view = this.views.get(team);
    if (view === undefined) {
      view = this.make(team);
      this.views.set(team, view);
      for (const oldest of this.views.keys()) {
        if (this.views.size <= this.max) break;
        this.views.delete(oldest);
      }
    }
    return view;
  }
}
