not gherkin at all
