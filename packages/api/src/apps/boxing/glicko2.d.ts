// The types of the parts of the glicko2 package (MIT, no types of its own) that Boxing's ratings use.
declare module 'glicko2' {
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
    predict(other: Glicko2Player): number;
  }
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    updateRatings(matches: [Glicko2Player, Glicko2Player, number][]): void;
    predict(first: Glicko2Player, second: Glicko2Player): number;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
