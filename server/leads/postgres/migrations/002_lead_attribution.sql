-- Lead attribution (docs/progressive-enhancement.md): the page and the first-touch UTM tags live in the lead's data document, beside its
-- other fields (rows written before have none and read as no page, no campaign). This index lets sales count and
-- list leads by campaign without reading every document.
CREATE INDEX leads_utm_campaign ON leads ((data -> 'utm' ->> 'utm_campaign'), created_at);
