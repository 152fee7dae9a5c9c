// The account page's transit calendar: make a secret feed address (shown once), make a new one
// (the old stops working), or turn it off.
import { Form } from "react-router";

interface Props {
  on: boolean;
  ownChart: boolean;
  result?: { saved?: string; feedUrl?: string };
}

export function TransitFeedForm({ on, ownChart, result }: Props) {
  return (
    <>
      <p>
        A calendar of your own transits, from the Sun to Pluto to your own chart, each at its exact
        moment over the coming year, for a calendar app to subscribe to. Its address is a secret:
        anyone who has it can read it, so it is shown only once, and you can replace it or turn it
        off here. Deleting your account deletes it.
        {ownChart ? "" : " It is read from your own saved chart, which you have not saved yet."}
      </p>
      {result?.saved ? (
        <div role="status" className="notice">
          <p>{result.saved}</p>
          {result.feedUrl ? (
            <p>
              <label htmlFor="transit-feed-url">Your calendar's address</label>{" "}
              <input id="transit-feed-url" readOnly value={result.feedUrl} size={60} />
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="button-row">
        <Form method="post">
          <input type="hidden" name="intent" value="feed-new" />
          <button type="submit" className="button">
            {on ? "Make a new address" : "Make my transit calendar"}
          </button>
        </Form>
        {on ? (
          <Form method="post">
            <input type="hidden" name="intent" value="feed-revoke" />
            <button type="submit" className="button button-quiet">
              Turn it off
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
