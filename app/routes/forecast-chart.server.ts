// Which birth chart /forecast reads: a member's saved chart chosen with ?chart=<id>, else the
// birth form's answers when given, else the member's own chart; a visitor has only the form.
import { data } from "react-router";
import { chartPage, type ChartPage } from "~/read/chart-page.server";
import { listCharts } from "~/members/saved-charts.server";
import { readSession } from "~/members/sessions.server";

export interface Picker {
  charts: { id: string; label: string; own: boolean }[];
  /** The saved chart shown, or null for the birth form's answers (or none yet). */
  chosen: string | null;
}

export async function forecastChart(
  request: Request,
): Promise<{ page: ChartPage; picker: Picker | null; zone?: string }> {
  const params = new URL(request.url).searchParams;
  const { member } = await readSession(request);
  if (!member) return { page: await chartPage(params), picker: null };
  const zone = member.timeZone ?? undefined;
  const saved = await listCharts(member);
  const charts = saved.map(({ id, label, own }) => ({ id, label, own }));
  const asked = params.get("chart");
  if (asked !== null) {
    const found = saved.find((c) => c.id === asked);
    if (!found) throw data("That is not one of your saved charts.", { status: 404 });
    return {
      page: await chartPage(new URLSearchParams(found.query)),
      picker: { charts, chosen: found.id },
      zone,
    };
  }
  const own = saved.find((c) => c.own);
  if (params.has("date") || !own)
    return { page: await chartPage(params), picker: { charts, chosen: null }, zone };
  return {
    page: await chartPage(new URLSearchParams(own.query)),
    picker: { charts, chosen: own.id },
    zone,
  };
}
