from prefcount.cli.main import main

raise SystemExit(main())
